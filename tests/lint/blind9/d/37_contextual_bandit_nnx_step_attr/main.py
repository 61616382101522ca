import jax
import numpy as np

from agent import make_agent, select_arms, update

CONTEXT_DIM, N_ARMS, BATCH, ROUNDS = 6, 3, 32, 3


def main():
    rng = np.random.default_rng(0)
    true_w = rng.standard_normal((CONTEXT_DIM, N_ARMS)).astype(np.float32)
    model, optimizer = make_agent(CONTEXT_DIM, N_ARMS)
    key = jax.random.PRNGKey(0)
    for r in range(ROUNDS):
        ctx = rng.standard_normal((BATCH, CONTEXT_DIM)).astype(np.float32)
        key, sub = jax.random.split(key)
        arms = np.asarray(select_arms(model, ctx, sub))
        rewards = (ctx @ true_w)[np.arange(BATCH), arms] + 0.1 * rng.standard_normal(BATCH)
        loss = update(model, optimizer, ctx, arms, rewards.astype(np.float32))
        regret = np.mean((ctx @ true_w).max(1) - (ctx @ true_w)[np.arange(BATCH), arms])
        print(f"round {r} loss {float(loss):.3f} regret {regret:.3f} seen {model.steps_seen}")


if __name__ == "__main__":
    main()
