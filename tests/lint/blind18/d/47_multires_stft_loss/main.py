import jax
import jax.numpy as jnp

from losses import multires_loss
from stft import multires
from validate import validation_loss

LEN = 2048


def main():
    key = jax.random.PRNGKey(0)
    target = jnp.sin(jnp.arange(LEN) * 0.05)
    for step in range(4):
        key, sub = jax.random.split(key)
        pred = target + 0.1 * jax.random.normal(sub, (LEN,))
        train_loss = multires_loss(multires(pred), multires(target))
        print(step, float(train_loss))
        if step % 2 == 1:
            print("  val", validation_loss(pred, target))


if __name__ == "__main__":
    main()
