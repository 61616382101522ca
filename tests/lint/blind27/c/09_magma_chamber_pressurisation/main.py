import jax
import jax.numpy as jnp

from chamber import integrate

recharge_rates = [0.8, 1.0, 1.3, 1.6]

for rate in recharge_rates:
    def run_scenario(k_out):
        return integrate((rate, k_out, 5.0))

    simulate = jax.jit(run_scenario)
    ys = simulate(jnp.float32(0.4))
    print(f"recharge {rate}: peak pressure {float(ys[:, 0].max()):.3f}, erupted {float(ys[-1, 1]):.3f}")
