import jax.numpy as jnp
import numpy as np

from misfit import trace_misfit


def synthetic(t, amp, t0):
    return amp * jnp.exp(-((t - t0) / 0.3) ** 2) * jnp.sin(8 * (t - t0))


def grid_search(t, obs, norm):
    best = None
    for amp in (0.8, 1.0, 1.2):
        for t0 in (2.8, 3.0, 3.2):
            m = float(trace_misfit(synthetic(t, amp, t0), obs, norm=norm))
            if best is None or m < best[0]:
                best = (m, amp, t0)
    return best


def main():
    rng = np.random.default_rng(0)
    t = jnp.linspace(0, 6, 600)
    obs = synthetic(t, 1.0, 3.0) + 0.05 * jnp.asarray(rng.standard_normal(600), jnp.float32)
    obs = obs.at[300:305].add(2.0)  # spike from a glitch
    for norm in ("l2", "l1"):
        print(norm, grid_search(t, obs, norm))


if __name__ == "__main__":
    main()
