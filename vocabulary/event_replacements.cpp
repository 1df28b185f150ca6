// The replacement phrases (`instead of this being destroyed`) and the event each stands in
// for, as one table, with its lookups.
#include "vocabulary/event_triggers.hpp"

#include <array>
#include <string>

namespace megacorp::event_triggers {

namespace {

// Replacements: what card text may do instead (001 Glossary; 001 Challenge Phase, Damage).
constexpr std::array<replacement_phrase, 13> replacement_table = {{
    {"destroyed", engine::replaceable::destroyed, false, false,
     {"destroyed",
      "",
      "any destruction of a card that fits SUBJECT",
      "001 Challenge Phase, Damage",
      "instead of this being destroyed: do nothing"}},
    {"destroyed in combat", engine::replaceable::destroyed, true, false,
     {"destroyed in combat",
      "",
      "destroyed by combat damage",
      "001 Challenge Phase, Damage",
      "instead of this being destroyed in combat: gain 1M"}},
    {"destroyed by _", engine::replaceable::destroyed, false, true,
     {"destroyed by SEL",
      "",
      "destroyed by a card that fits SEL: the card that dealt the combat damage, or the card whose text destroys "
      "(direct damage, a `destroy` in an effect or a cost, an UPKEEP not paid: the card itself); nothing fits a "
      "destruction by a rule (docs/triggers_how.md)",
      "001 Challenge Phase, Damage",
      "instead of this being destroyed by a character: annihilate this"}},
    {"destroyed by an effect", engine::replaceable::destroyed, false, false,
     {"destroyed by an effect",
      "",
      "destroyed by card text, as the trigger `is destroyed by an effect` hears it: a `destroy` (in an effect or a "
      "cost), direct damage (`deal`), a `cancel` of an event, an UPKEEP cost not paid; not combat damage, not a rule "
      "(a trait lowered to 0, an orphan at the End Phase)",
      "001 Advanced Rules",
      "instead of this being destroyed by an effect: you may pay 2M; if you did not { destroy this }",
      "examples/triggers/replacement_by_effect.mc"},
     false, true},
    // 001 Glossary REGENERATE: "When a card with [REGENERATE] is dealt enough damage to be
    // destroyed" (variant regenerate-damage-only).
    {"destroyed by damage", engine::replaceable::destroyed, false, false,
     {"destroyed by damage",
      "",
      "destroyed because the damage on it reached a trait: combat damage, direct damage (`deal`), or a trait "
      "lowered to the damage on it (001 Traits); not a `destroy`, an upkeep not paid, an orphan, nor the cards "
      "under a destroyed pile",
      "001 Traits; 001 Challenge Phase, Damage",
      "instead of this being destroyed by damage: you may pay 2M; if you did not { destroy this }",
      "examples/triggers/destroyed_by_damage.mc"},
     false, false, true},
    {"destroyed by _ in combat", engine::replaceable::destroyed, true, true,
     {"destroyed by SEL in combat",
      "",
      "both: by a card that fits SEL, by combat damage",
      "001 Challenge Phase, Damage",
      "instead of a card being destroyed by this in combat: annihilate it"}},
    {"destroyed by _ during combat", engine::replaceable::destroyed, false, true,
     {"destroyed by SEL during combat",
      "",
      "both: by a card that fits SEL (its combat damage, or its text, such as a `destroy it` when it deals "
      "damage), while an attack is under way, from its declaration to the end of its damage step (a glossary "
      "keyword's \"destroys another card during combat\")",
      "001 Challenge Phase; 001 Glossary",
      "instead of a card being destroyed by this during combat: annihilate it",
      "examples/conformance/blind4_pairs.mc"},
     true},
    {"annihilated", engine::replaceable::annihilated, false, false,
     {"annihilated",
      "",
      "a card in play about to be annihilated",
      "Glossary ANNIHILATE",
      "instead of this being annihilated: put this into its owner's hand",
      "examples/triggers/replacements.mc"}},
    {"dealt damage", engine::replaceable::dealt_damage, false, false,
     {"dealt damage",
      "",
      "damage about to be dealt to a card in play, combat or direct; replaced, none of it is dealt, unless the "
      "text prevents part of it (`prevent 1 of that damage`: the rest goes on) or sends it on (`deal that damage "
      "to this`), or is one `may` its player declines (all of it goes on); `that damage` and `the damage dealt` name it (docs/rulings.md, Damage prevented or redirected)",
      "001 Challenge Phase, Damage",
      "instead of this being dealt damage: gain 1M",
      "examples/triggers/replacements.mc"}},
    // Which damage, by its source (blind design batches: "replacements that depend on the
    // damage source" could not be written), as `destroyed` has them.
    {"dealt damage by _", engine::replaceable::dealt_damage, false, true,
     {"dealt damage by SEL",
      "",
      "as `dealt damage`, of damage a card that fits SEL deals: its combat damage (attacking or retaliating) or its "
      "text's direct damage (`deal`, by the card whose text it is); damage no card deals fits nothing",
      "001 Challenge Phase, Damage; 001 Advanced Rules",
      "instead of this being dealt damage by a character: prevent that damage",
      "examples/reference/damage_replaced_by_source_run.mc"}},
    {"dealt combat damage", engine::replaceable::dealt_damage, true, false,
     {"dealt combat damage",
      "",
      "as `dealt damage`, of combat damage only (an attacker's, a blocker's or a retaliation's), not direct damage",
      "001 Challenge Phase, Damage",
      "instead of this being dealt combat damage: prevent 1 of that damage",
      "examples/reference/damage_replaced_by_source_run.mc"}},
    {"dealt damage by an effect", engine::replaceable::dealt_damage, false, false,
     {"dealt damage by an effect",
      "",
      "as `dealt damage`, of direct damage only, that card text deals (`deal`), not combat damage",
      "001 Advanced Rules",
      "instead of this being dealt damage by an effect: prevent that damage",
      "examples/reference/damage_replaced_by_source_run.mc"},
     false, true},
    {"put into an open market", engine::replaceable::to_open_market, false, false,
     {"put into an open market",
      "",
      "a card in play about to go to an open market (destroyed, sold, swept, discarded from play, a pile's cards "
      "following their top, each offered; the cards under it are offered and gone first); offered once (the mod of "
      "docs/mods.md uses it)",
      "001 The Zones of the Game",
      "instead of a card adjacent to this being put into an open market: its controller may pay 1 M, put it into "
      "its owner's hand; if they did not { put it into its owner's open market }"}},
}};

}  // namespace

const std::vector<std::string>& replacement_texts() {
  static const std::vector<std::string> out = [] {
    std::vector<std::string> v;
    for (const replacement_phrase& p : replacement_table) v.emplace_back(p.text);
    return v;
  }();
  return out;
}

const replacement_phrase* replacement_of(std::string_view text) {
  for (const replacement_phrase& p : replacement_table)
    if (text == p.text) return &p;
  return nullptr;
}

const replacement_phrase* replacement_at(const checked::ref& r) {
  const auto* i = std::get_if<checked::phrase_id>(&r);
  return i && static_cast<std::size_t>(*i) < replacement_table.size() ? &replacement_table[static_cast<std::size_t>(*i)]
                                                                       : nullptr;
}

const doc_record& replacement_doc(std::size_t i) { return replacement_table.at(i).doc; }

}  // namespace megacorp::event_triggers
