import jax
import jax.numpy as jnp
import numpy as np


def init_state(n_metrics):
    return {"count": jnp.zeros(()), "mean": jnp.zeros(n_metrics), "m2": jnp.zeros(n_metrics)}


@jax.jit
def update_stats(state, batch):
    n_b = batch.shape[0]
    count = state["count"] + n_b
    delta = batch.mean(0) - state["mean"]
    mean = state["mean"] + delta * n_b / count
    m2 = state["m2"] + ((batch - batch.mean(0)) ** 2).sum(0) + delta**2 * state["count"] * n_b / count
    new = dict(state, count=count, mean=mean, m2=m2)
    if "baseline" in state:
        var = m2 / jnp.maximum(count - 1, 1)
        new["score"] = jnp.abs(batch.mean(0) - state["baseline"]) / jnp.sqrt(var + 1e-6)
    return new


N_METRICS = 6
WARMUP = 3


def main():
    rng = np.random.default_rng(0)
    state = init_state(N_METRICS)
    for step in range(8):
        batch = rng.normal(loc=1.0, size=(50, N_METRICS)).astype(np.float32)
        state = update_stats(state, batch)
        if step + 1 == WARMUP:
            state["baseline"] = state["mean"]
        if "score" in state:
            print(step, np.round(np.asarray(state["score"]), 2))


if __name__ == "__main__":
    main()
