import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp


class ThermalModel(eqx.Module):
    """Lumped-capacitance avionics bay temperature model."""
    log_tau: jax.Array
    gain: jax.Array

    def simulate(self, power, t_amb):
        tau = jnp.exp(self.log_tau)

        def step(T, inp):
            p, ta = inp
            T = T + (ta - T) / tau + self.gain * p
            return T, T
        _, Ts = jax.lax.scan(step, t_amb[0], (power, t_amb))
        return Ts


@eqx.filter_jit
def thermal_fit(model, power, t_amb, t_meas):
    loss, g = eqx.filter_value_and_grad(lambda m: jnp.mean((m.simulate(power, t_amb) - t_meas) ** 2))(model)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.01 * gi, model, g), loss


def ground_test(rng):
    power = rng.uniform(50, 150, 100).astype(np.float32) / 100.0
    t_amb = (20 + rng.normal(0, 0.5, 100)).astype(np.float32)
    return power, t_amb, (t_amb + 8 * power).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    model = ThermalModel(jnp.float32(1.0), jnp.float32(0.5))
    for k in range(6):
        power, t_amb, t_meas = ground_test(rng)
        if k % 2:
            power, t_amb, t_meas = map(jnp.asarray, (power, t_amb, t_meas))
        for _ in range(10):
            model, loss = thermal_fit(model, power, t_amb, t_meas)
        print(k, type(power).__name__, float(loss))


if __name__ == "__main__":
    main()
