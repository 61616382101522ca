import jax
import jax.numpy as jnp

from sources import moisture_batches


@jax.jit
def irrigation_trigger(vwc):
    root_zone = vwc @ jnp.array([0.5, 0.3, 0.2])
    return jnp.mean(root_zone < 0.22), root_zone.min()


def main():
    for hour, vwc in moisture_batches():
        frac, worst = irrigation_trigger(vwc)
        print(f"hour {hour} ({type(vwc).__module__.split('.')[0]}): {float(frac):.0%} of probes below trigger, min {float(worst):.3f}")


if __name__ == "__main__":
    main()
