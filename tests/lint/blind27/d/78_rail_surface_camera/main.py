import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from frames import frame_stream


class SquatCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x / 255.0
        x = nn.relu(nn.Conv(8, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        return nn.Dense(1)(x.mean((1, 2))).squeeze(-1)


cnn = SquatCNN()


@jax.jit
def detect_squats(params, frames):
    return jax.nn.sigmoid(cnn.apply(params, frames))


def main():
    rng = np.random.default_rng(1)
    params = cnn.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 1)))
    for i, frames in enumerate(frame_stream(rng, 6)):
        p = detect_squats(params, frames)
        print(i, np.round(np.asarray(p), 2)[:4])


if __name__ == "__main__":
    main()
