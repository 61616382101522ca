import numpy as np
import jax.numpy as jnp

from kinetics import days_to_threshold

PARAMS = {
    "k_ref": jnp.float32(0.45),     # log CFU/g per day at reference
    "ea": jnp.float32(8.2e4),       # J/mol
    "t_ref": jnp.float32(277.15),   # 4 degC
    "log_n0": jnp.float32(3.0),
    "log_limit": jnp.float32(7.0),
}


def main():
    label_days = days_to_threshold(PARAMS, 4.0)
    print(f"label shelf life at 4 C: {float(label_days):.1f} d")

    abuse_profile = np.linspace(2.0, 12.0, 6)
    for temp in abuse_profile:
        d = days_to_threshold(PARAMS, temp)
        print(f"{temp:5.1f} C -> {float(d):6.2f} d")


if __name__ == "__main__":
    main()
