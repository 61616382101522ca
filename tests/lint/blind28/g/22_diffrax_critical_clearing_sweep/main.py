import numpy as np
import jax.numpy as jnp

from model import run_scenario

BASE = dict(h=3.5, d=2.0, pm=0.9, pmax_pre=1.8, pmax_fault=0.3)


def scenario_params(t_clear, base=BASE):
    return jnp.array([base["h"], base["d"], base["pm"], base["pmax_pre"], base["pmax_fault"], t_clear],
                     dtype=jnp.float32)


def main():
    delta0 = float(np.arcsin(BASE["pm"] / BASE["pmax_pre"]))
    y0 = jnp.array([delta0, 0.0], dtype=jnp.float32)
    stable = []
    for t_clear in np.arange(0.05, 0.40, 0.05):
        peak = float(run_scenario(y0, scenario_params(float(t_clear))))
        stable.append((round(float(t_clear), 2), peak < np.pi))
    print(stable)


if __name__ == "__main__":
    main()
