import numpy as np
import jax.numpy as jnp

from dynamics import simulate, PM, PMAX_PRE

SAMPLE_DT = 0.01


def study_window(t_clear):
    # observe 1 s past the clearing time
    t_end = t_clear + 1.0
    return jnp.arange(0.0, t_end, SAMPLE_DT)


def main():
    delta0 = float(np.arcsin(PM / PMAX_PRE))
    y0 = jnp.array([delta0, 0.0])
    for t_clear in [0.10, 0.15, 0.20, 0.25]:
        ts = study_window(t_clear)
        ys = simulate(y0, t_clear, ts)
        print(t_clear, len(ts), "max angle", round(float(ys[:, 0].max()), 3))


if __name__ == "__main__":
    main()
