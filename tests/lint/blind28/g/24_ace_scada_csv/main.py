import numpy as np
import jax
import jax.numpy as jnp

from loader import CSV_A, CSV_B, read_area


@jax.jit
def area_control_error(tie_flow, freq_dev_mhz, scheduled, bias):
    return (tie_flow - scheduled) - 10 * bias * (freq_dev_mhz / 1000.0)


def main():
    for name, text, fast in [("A", CSV_A, False), ("B", CSV_B, True), ("A", CSV_A, True), ("B", CSV_B, False)]:
        flow, fdev = read_area(text, fast_path=fast)
        ace = area_control_error(flow, fdev, 400.0, -25.0)
        print(name, fast, flow.dtype, round(float(jnp.abs(ace).mean()), 2))


if __name__ == "__main__":
    main()
