import jax
import jax.numpy as jnp
import numpy as np

from comfort import WEEK_SETPOINTS, setpoint_for

R_TH = 5.0    # K/kW
C_TH = 10.0   # kWh/K


@jax.jit
def simulate_heat_pump(t_out, t_in0, setpoint):
    def body(t_in, t_o):
        cop = 2.5 + 0.08 * (t_o + 5.0)
        q_hp = jnp.clip(2.0 * (setpoint - t_in), 0.0, 6.0)
        t_next = t_in + ((t_o - t_in) / R_TH + q_hp) / C_TH
        return t_next, q_hp / cop

    t_final, p_el = jax.lax.scan(body, t_in0, t_out)
    return t_final, jnp.sum(p_el)


def main():
    rng = np.random.default_rng(5)
    t_in = jnp.float32(19.0)
    for day in WEEK_SETPOINTS:
        t_out = (2.0 + 4.0 * np.sin(np.arange(24) / 24 * 2 * np.pi) + rng.normal(0, 1, 24)).astype(np.float32)
        t_in, kwh = simulate_heat_pump(t_out, t_in, setpoint_for(day))
        print(f"{day}: indoor {float(t_in):.2f} C, electricity {float(kwh):.2f} kWh")


if __name__ == "__main__":
    main()
