import jax
import jax.numpy as jnp
import optax


@jax.jit
def eval_metrics(params, images, labels):
    logits = images.reshape(images.shape[0], -1) @ params["w"] + params["b"]
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    acc = (logits.argmax(-1) == labels).mean()
    return {"loss": loss, "accuracy": acc}


@jax.jit
def train_step(params, images, labels):
    def loss_fn(p):
        return eval_metrics(p, images, labels)["loss"]

    g = jax.grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g)
