import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from agent import EnsembleRewardModel, fit_round, thompson_select

CONTEXT_DIM, N_ARMS, N_MEMBERS, BATCH, ROUNDS = 5, 4, 3, 32, 4


def main():
    rng = np.random.default_rng(0)
    true_w = rng.standard_normal((CONTEXT_DIM, N_ARMS)).astype(np.float32)
    model = EnsembleRewardModel(CONTEXT_DIM, N_ARMS, N_MEMBERS, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(2e-2), wrt=nnx.Param)
    key = jax.random.PRNGKey(0)
    steps_seen = 0
    for r in range(ROUNDS):
        ctx = rng.standard_normal((BATCH, CONTEXT_DIM)).astype(np.float32)
        key, sub = jax.random.split(key)
        bonus = jnp.asarray(1.0 / np.sqrt(1.0 + steps_seen), dtype=jnp.float32)
        arms = np.asarray(thompson_select(model, ctx, sub, bonus))
        rewards = ((ctx @ true_w)[np.arange(BATCH), arms] + 0.1 * rng.standard_normal(BATCH)).astype(np.float32)
        boot = rng.poisson(1.0, size=(N_MEMBERS, BATCH)).astype(np.float32)
        loss = fit_round(model, optimizer, ctx, arms, rewards, boot)
        steps_seen += BATCH
        print(f"round {r} loss {float(loss):.3f} mean reward {rewards.mean():.3f}")


if __name__ == "__main__":
    main()
