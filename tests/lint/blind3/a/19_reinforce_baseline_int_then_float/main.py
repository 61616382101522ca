from agent import SoftmaxPolicyAgent
from bandit import ContextualBandit


def main():
    env = ContextualBandit()
    agent = SoftmaxPolicyAgent(env.n_arms, env.dim)
    for it in range(6):
        ctx = env.contexts(32)
        arms = agent.choose(ctx)
        r = env.rewards(ctx, arms)
        loss = agent.learn(ctx, arms, r)
        print(f"iter {it}: mean reward {r.mean():.3f} baseline {agent.baseline:.3f} loss {loss:.3f}")


if __name__ == "__main__":
    main()
