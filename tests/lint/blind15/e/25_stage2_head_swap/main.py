import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from surgery import replace_head


class Backbone(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.relu(nn.Dense(32)(x))


backbone = Backbone()
tx = optax.adam(1e-3)


def classify(params, x):
    h = backbone.apply({"params": params["backbone"]}, x)
    logits = h @ params["head"]["kernel"] + params["head"]["bias"]
    return logits / jnp.exp(params["log_temp"])


@jax.jit
def finetune_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(classify(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k_bb, k_head = jax.random.split(jax.random.PRNGKey(0))
    pretrained = {"backbone": backbone.init(k_bb, jnp.zeros((1, 8)))["params"],
                  "head": {"kernel": jnp.zeros((32, 100)), "bias": jnp.zeros(100)}}
    params = replace_head(pretrained, k_head, num_classes=5)
    opt_state = tx.init(params)
    for step in range(6):
        x = rng.normal(size=(16, 8)).astype(np.float32)
        y = rng.integers(0, 5, size=16).astype(np.int32)
        params, opt_state, loss = finetune_step(params, opt_state, x, y)
    print(float(loss), float(params["log_temp"]))


if __name__ == "__main__":
    main()
