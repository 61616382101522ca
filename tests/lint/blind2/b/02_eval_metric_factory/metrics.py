import jax
import jax.numpy as jnp


def make_eval_fn(apply_fn):
    @jax.jit
    def eval_batch(params, x, y):
        logits = apply_fn(params, x)
        loss = -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(y, logits.shape[-1]), -1))
        acc = jnp.mean(jnp.argmax(logits, -1) == y)
        return {"loss": loss, "accuracy": acc}

    return eval_batch
