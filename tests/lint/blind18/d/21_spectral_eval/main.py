import jax
import jax.numpy as jnp

from callbacks import ValidationLogger
from metrics import spectral_convergence

LEN = 2048


def fake_generator(key, target):
    return target + 0.1 * jax.random.normal(key, target.shape)


def main():
    key = jax.random.PRNGKey(0)
    target = jnp.sin(jnp.arange(LEN) * 0.07)
    logger = ValidationLogger(every=2)
    for step in range(6):
        key, sub = jax.random.split(key)
        pred = fake_generator(sub, target)
        train_sc = spectral_convergence(pred, target)
        logger(step, pred, target)
        print(step, float(train_sc))
    print(logger.history)


if __name__ == "__main__":
    main()
