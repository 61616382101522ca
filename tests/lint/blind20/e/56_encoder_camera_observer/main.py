import jax
import jax.numpy as jnp

from sensors import Camera, Encoder, measurement


@jax.jit
def observer_update(x_hat, y, gain):
    innovation = y - x_hat[0]
    correction = gain * jnp.reshape(innovation, ())
    return x_hat.at[0].add(correction)


def main():
    enc, cam = Encoder(), Camera()
    x_hat = jnp.zeros(2)
    true_pos = 0.0
    for k in range(12):
        true_pos += 0.1
        y = measurement(k, true_pos, enc, cam)
        x_hat = observer_update(x_hat, y, 0.4)
    print(x_hat)


if __name__ == "__main__":
    main()
