#include "sim/mpi_records.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <type_traits>

namespace megacorp::sim {

namespace {

constexpr std::uint64_t batch_magic = 0x4d43;  // "MC": the first number of a batch

void put(std::string& out, std::uint64_t v) {
  for (; v >= 0x80; v >>= 7) out.push_back(static_cast<char>((v & 0x7f) | 0x80));
  out.push_back(static_cast<char>(v));
}

// Signed values (turns, actions) zigzag-coded, so a negative one stays short and exact.
void put_signed(std::string& out, std::int64_t v) {
  put(out, (static_cast<std::uint64_t>(v) << 1) ^ static_cast<std::uint64_t>(v >> 63));
}

class reader {
 public:
  explicit reader(std::string_view bytes) : bytes_(bytes) {}
  std::uint64_t next(std::uint64_t max = std::numeric_limits<std::uint64_t>::max()) {
    std::uint64_t v = 0;
    for (int shift = 0;; shift += 7) {
      if (at_ >= bytes_.size() || shift > 63) throw std::runtime_error("a rank's batch of games is cut short");
      const auto b = static_cast<std::uint8_t>(bytes_[at_++]);
      v |= std::uint64_t(b & 0x7f) << shift;
      if (!(b & 0x80)) break;
    }
    if (v > max) throw std::runtime_error("a rank's batch of games holds a value out of range");
    return v;
  }
  template <class T>
  T as() {
    if constexpr (std::is_enum_v<T>) return static_cast<T>(next(std::numeric_limits<std::underlying_type_t<T>>::max()));
    else return static_cast<T>(next(std::numeric_limits<T>::max()));
  }
  std::int32_t next_int32() {
    const std::uint64_t z = next(std::numeric_limits<std::uint32_t>::max());
    return static_cast<std::int32_t>(static_cast<std::int64_t>(z >> 1) ^ -static_cast<std::int64_t>(z & 1));
  }
  std::string_view take(std::size_t n) {
    if (n > bytes_.size() - at_) throw std::runtime_error("a rank's batch of games is cut short");
    const std::string_view s = bytes_.substr(at_, n);
    at_ += n;
    return s;
  }
  bool done() const { return at_ == bytes_.size(); }

 private:
  std::string_view bytes_;
  std::size_t at_ = 0;
};

}  // namespace

std::string encode_batch(const rank_batch& batch) {
  std::string out;
  put(out, batch_magic);
  put(out, batch.stop ? 1 : 0);
  put(out, batch.errors.size());
  for (const std::string& e : batch.errors) put(out, e.size()), out.append(e);
  put(out, batch.violations.size());
  for (const std::string& v : batch.violations) put(out, v.size()), out.append(v);
  put(out, batch.records.size());
  for (const game_record& g : batch.records) {
    put(out, g.pair);
    put(out, g.index);
    put(out, g.deck[0]);
    put(out, g.deck[1]);
    put(out, static_cast<std::uint8_t>(g.end));
    put(out, g.winner);
    put(out, g.first);
    put(out, static_cast<std::uint8_t>(g.how));
    put_signed(out, g.turns);
    put_signed(out, g.actions);
    put(out, g.cards.size());
    for (const card_tally& t : g.cards) {
      put(out, t.def);
      put(out, t.seat);
      put(out, t.bought);
      put(out, t.deployed);
      put(out, t.destroyed);
      put(out, t.sold);
    }
  }
  return out;
}

rank_batch decode_batch(std::string_view bytes) {
  reader in(bytes);
  if (in.next() != batch_magic) throw std::runtime_error("a rank sent something that is not a batch of games");
  rank_batch batch;
  batch.stop = in.next(1) == 1;
  const std::uint64_t errors = in.next(bytes.size());
  for (std::uint64_t i = 0; i < errors; ++i) batch.errors.emplace_back(in.take(in.next(bytes.size())));
  const std::uint64_t violations = in.next(bytes.size());
  for (std::uint64_t i = 0; i < violations; ++i) batch.violations.emplace_back(in.take(in.next(bytes.size())));
  const std::uint64_t records = in.next(bytes.size());
  batch.records.reserve(records);
  for (std::uint64_t r = 0; r < records; ++r) {
    game_record g;
    g.done = true;
    g.pair = in.as<std::uint32_t>();
    g.index = in.as<std::uint32_t>();
    g.deck[0] = in.as<std::uint8_t>();
    g.deck[1] = in.as<std::uint8_t>();
    g.end = static_cast<outcome>(in.next(static_cast<std::uint8_t>(outcome::capped)));
    g.winner = in.as<engine::player_id>();
    g.first = in.as<engine::player_id>();
    g.how = in.as<engine::loss_reason>();
    g.turns = in.next_int32();
    g.actions = in.next_int32();
    const std::uint64_t cards = in.next(bytes.size());
    g.cards.reserve(cards);
    for (std::uint64_t c = 0; c < cards; ++c) {
      card_tally t;
      t.def = in.as<engine::def_id>();
      t.seat = in.as<std::uint8_t>();
      t.bought = in.as<std::uint32_t>();
      t.deployed = in.as<std::uint32_t>();
      t.destroyed = in.as<std::uint32_t>();
      t.sold = in.as<std::uint32_t>();
      g.cards.push_back(t);
    }
    batch.records.push_back(std::move(g));
  }
  if (!in.done()) throw std::runtime_error("a rank's batch of games has bytes after its end");
  return batch;
}

std::uint64_t run_fingerprint(const run_description& run, const std::string& library_hash) {
  std::string text = library_hash;
  auto field = [&](const std::string& s) { text += '\n', text += s; };
  field(std::to_string(run.seed));
  field(std::to_string(run.games_per_pair));
  field(run.agent);
  for (const std::string& r : run.rules) field("rule " + r);
  field(std::to_string(run.limits.max_turns));
  field(std::to_string(run.limits.max_actions_per_turn));
  for (const checked::deck* d : run.decks) field("deck " + d->name);
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (const char c : text) h = (h ^ static_cast<std::uint8_t>(c)) * 0x100000001b3ULL;
  return h;
}

int launcher_size() {
  // Open MPI's mpirun, then PMIx and PMI launchers (srun, MPICH's mpiexec).
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_SIZE", "PMI_SIZE"})
    if (const char* v = std::getenv(name); v && *v) return std::max(1, std::atoi(v));
  if (std::getenv("PMIX_RANK") || std::getenv("PMI_RANK")) return 1;
  return 0;
}

}  // namespace megacorp::sim
