import jax.numpy as jnp


def step_decay(every=2, factor=0.5):
    def callback(trainer, epoch):
        if epoch > 0 and epoch % every == 0:
            trainer.lr = trainer.lr * jnp.float32(factor)
    return callback
