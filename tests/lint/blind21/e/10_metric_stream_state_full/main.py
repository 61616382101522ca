import jax
import jax.numpy as jnp
import numpy as np


def init_state(n_metrics):
    return {
        "count": jnp.zeros(()),
        "mean": jnp.zeros(n_metrics),
        "m2": jnp.zeros(n_metrics),
        "baseline": jnp.zeros(n_metrics),
        "has_baseline": jnp.array(False),
        "score": jnp.zeros(n_metrics),
    }


@jax.jit
def update_stats(state, batch):
    n_b = batch.shape[0]
    count = state["count"] + n_b
    delta = batch.mean(0) - state["mean"]
    mean = state["mean"] + delta * n_b / count
    m2 = state["m2"] + ((batch - batch.mean(0)) ** 2).sum(0) + delta**2 * state["count"] * n_b / count
    var = m2 / jnp.maximum(count - 1, 1)
    score = jnp.abs(batch.mean(0) - state["baseline"]) / jnp.sqrt(var + 1e-6)
    score = jnp.where(state["has_baseline"], score, 0.0)
    return dict(state, count=count, mean=mean, m2=m2, score=score)


@jax.jit
def freeze_baseline(state):
    return dict(state, baseline=state["mean"], has_baseline=jnp.array(True))


N_METRICS = 6
WARMUP = 3


def main():
    rng = np.random.default_rng(0)
    state = init_state(N_METRICS)
    for step in range(8):
        batch = rng.normal(loc=1.0, size=(50, N_METRICS)).astype(np.float32)
        state = update_stats(state, batch)
        if step + 1 == WARMUP:
            state = freeze_baseline(state)
        if bool(state["has_baseline"]):
            print(step, np.round(np.asarray(state["score"]), 2))


if __name__ == "__main__":
    main()
