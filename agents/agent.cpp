// The agents by name (agents/agent.hpp).
#include "agents/agent.hpp"

#include "agents/greedy_agent.hpp"
#include "interp/random_agent.hpp"

namespace megacorp {

agent::~agent() = default;

namespace {
// The random agent of docs/self_play.md behind the interface.
class random_player final : public agent {
 public:
  explicit random_player(std::uint64_t seed) : policy_(seed) {}
  engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) override {
    return policy_.pick(s, legal);
  }

 private:
  random_agent policy_;
};
}  // namespace

std::unique_ptr<agent> make_agent(std::string_view name, std::uint64_t seed) {
  if (name == "random") return std::make_unique<random_player>(seed);
  if (name == "greedy") return std::make_unique<greedy_agent>(seed);
  return nullptr;
}

std::vector<std::string_view> agent_names() { return {"random", "greedy"}; }

}  // namespace megacorp
