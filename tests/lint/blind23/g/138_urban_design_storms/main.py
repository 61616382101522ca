import jax
import jax.numpy as jnp

from design_storms import DT_H, STORMS, block_storms, hyetograph


@jax.jit
def urban_runoff_peak(rain_mm, imperv_frac, lag_steps_weights):
    runoff = rain_mm * imperv_frac
    routed = jnp.convolve(runoff, lag_steps_weights, mode="full")
    return routed.max() / DT_H


def main():
    weights = jnp.array([0.1, 0.3, 0.35, 0.2, 0.05])
    for storm in STORMS + block_storms():
        rain = hyetograph(storm)
        peak = urban_runoff_peak(rain, 0.65, weights)
        print(f"{storm['name']:>6} ({storm['duration_h']:.1f} h): peak {float(peak):.2f} mm/h")


if __name__ == "__main__":
    main()
