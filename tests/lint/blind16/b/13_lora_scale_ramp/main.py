import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from lora import LoRALinear, set_scale

ALPHA = 16
RANK = 4
WARMUP = 5


def adapter_filter(layer):
    spec = jax.tree_util.tree_map(lambda _: False, layer)
    return eqx.tree_at(lambda l: (l.a, l.b), spec, replace=(True, True))


@eqx.filter_jit
def train_step(layer, opt_state, x, y):
    trainable, frozen = eqx.partition(layer, adapter_filter(layer))

    def loss_fn(t):
        pred = eqx.combine(t, frozen)(x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(trainable)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(layer, updates), opt_state, loss


opt = optax.sgd(1e-2)


def main():
    key = jax.random.PRNGKey(0)
    layer = LoRALinear(16, 16, RANK, key)
    opt_state = opt.init(eqx.filter(layer, adapter_filter(layer)))
    x = jax.random.normal(jax.random.PRNGKey(1), (8, 16))
    y = jnp.tanh(x)
    for step in range(8):
        ramp = min(1.0, (step + 1) / WARMUP)
        layer = set_scale(layer, ramp * ALPHA / RANK)
        layer, opt_state, loss = train_step(layer, opt_state, x, y)
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
