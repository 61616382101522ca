import jax.numpy as jnp
import numpy as np

from misfit import waveform_misfit


def synthetic(t, amp, t0):
    return amp * jnp.exp(-((t - t0) / 0.3) ** 2) * jnp.sin(8 * (t - t0))


def grid_search(t, obs, norm="l2"):
    best = None
    for amp in (0.8, 1.0, 1.2):
        for t0 in (2.8, 3.0, 3.2):
            m = float(waveform_misfit(synthetic(t, amp, t0), obs, norm))
            if best is None or m < best[0]:
                best = (m, amp, t0)
    return best


def report(t, obs, best, norm="l2"):
    final = waveform_misfit(synthetic(t, best[1], best[2]), obs, norm=norm)
    print("best", best[1:], "misfit", float(final))


def main():
    rng = np.random.default_rng(0)
    t = jnp.linspace(0, 6, 600)
    obs = synthetic(t, 1.0, 3.0) + 0.05 * jnp.asarray(rng.standard_normal(600), jnp.float32)
    best = grid_search(t, obs)
    report(t, obs, best)


if __name__ == "__main__":
    main()
