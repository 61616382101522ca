import equinox as eqx
import jax
import jax.numpy as jnp


class AphidDynamics(eqx.Module):
    r: jax.Array
    k: jax.Array
    predation: jax.Array

    def rate(self, aphids, ladybirds):
        growth = self.r * aphids * (1.0 - aphids / self.k)
        eaten = self.predation * aphids * ladybirds
        return growth - eaten, 0.02 * eaten - 0.05 * ladybirds


@eqx.filter_jit
def integrate_week(model, aphids, ladybirds, dt):
    def body(carry, _):
        a, l = carry
        da, dl = model.rate(a, l)
        return (a + dt * da, l + dt * dl), a
    (a, l), path = jax.lax.scan(body, (aphids, ladybirds), None, length=56)
    return a, l, path.max()
