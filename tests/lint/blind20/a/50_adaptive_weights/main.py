import jax
import jax.numpy as jnp

from planner import TrajectoryScorer


def sample_candidates(key, n=32, horizon=15):
    acc = jax.random.normal(key, (n, horizon, 2)) * jnp.array([0.5, 0.1])
    vel = jnp.cumsum(acc, axis=1) + jnp.array([8.0, 0.0])
    return jnp.cumsum(vel * 0.1, axis=1)


def main():
    scorer = TrajectoryScorer()
    key = jax.random.PRNGKey(0)
    discomfort = [0.0, 0.1, 0.3, 0.2, 0.4]
    for tick, d in enumerate(discomfort):
        key, k = jax.random.split(key)
        cands = sample_candidates(k)
        best = int(jnp.argmax(scorer.score(cands, 0.0)))
        scorer = scorer.adapted(d)
        print(tick, best, scorer.w_comfort)


if __name__ == "__main__":
    main()
