import jax
import jax.numpy as jnp
import numpy as np

from loggers import REWARD_SOURCES

N_ARMS, DIM = 3, 4


@jax.jit
def linucb_update(A, b, arm, context, reward):
    A = A.at[arm].add(jnp.outer(context, context))
    b = b.at[arm].add(reward * context)
    return A, b


def main():
    rng = np.random.default_rng(0)
    A = jnp.tile(jnp.eye(DIM), (N_ARMS, 1, 1))
    b = jnp.zeros((N_ARMS, DIM))
    events = ["click", "click", "conversion", "click", "conversion"]
    for source in events:
        context = rng.normal(size=DIM).astype(np.float32)
        arm = int(rng.integers(N_ARMS))
        reward = REWARD_SOURCES[source](rng)
        A, b = linucb_update(A, b, arm, context, reward)
    print(np.asarray(b).round(3))


if __name__ == "__main__":
    main()
