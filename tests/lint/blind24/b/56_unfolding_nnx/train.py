import jax.numpy as jnp
from flax import nnx


@nnx.jit
def unfold_step(model, optimizer, responses, spectra):
    def loss_fn(m):
        phi = m(responses)
        curvature = jnp.sum(jnp.diff(phi, n=2, axis=1) ** 2, axis=1)
        return jnp.mean((phi - spectra) ** 2) + m.smooth.value * jnp.mean(curvature)
    loss, grads = nnx.value_and_grad(loss_fn, argnums=nnx.DiffState(0, nnx.Param))(model)
    optimizer.update(model, grads)
    return loss


def relax_smoothing(model, epoch):
    model.smooth.value = jnp.array(1e-2 * 0.5 ** epoch)
