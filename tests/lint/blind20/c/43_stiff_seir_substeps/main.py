import jax.numpy as jnp

from solver import N_SUBSTEPS, SEIRRates, advance_interval

# days between successive surveillance reports (holiday weeks were split)
REPORTING_INTERVALS = [7, 7, 7, 3, 4, 7, 7]

if __name__ == "__main__":
    rates = SEIRRates(beta=jnp.array(0.6), sigma=jnp.array(0.4), gamma=jnp.array(0.25))
    y = jnp.array([1e6 - 100.0, 50.0, 50.0, 0.0])
    for report, interval in enumerate(REPORTING_INTERVALS):
        dt = interval / N_SUBSTEPS
        y = advance_interval(rates, y, dt)
        print(f"report {report}: E={float(y[1]):.0f} I={float(y[2]):.0f}")
