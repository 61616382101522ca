import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import AdaptiveFeedforward, features


@nnx.jit
def adapt(model, optimizer, feats, u_needed):
    def loss_fn(model):
        return jnp.mean((model(feats) - u_needed) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_seen.value += 1
    return loss


def main():
    model = AdaptiveFeedforward(4, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
    t = jnp.linspace(0, 2, 32)
    for k in range(6):
        ref = jnp.sin(t + 0.3 * k)
        ref_dot = jnp.cos(t + 0.3 * k)
        u_needed = 0.8 * ref_dot + 0.3 * jnp.sin(ref)
        loss = adapt(model, optimizer, features(ref, ref_dot), u_needed)
    print(float(loss), int(model.updates_seen.value))


if __name__ == "__main__":
    main()
