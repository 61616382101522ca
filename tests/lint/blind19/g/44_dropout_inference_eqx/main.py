import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import StokesNet

optim = optax.adam(1e-3)


def stokes_loss(model, pts, key):
    keys = jax.random.split(key, pts.shape[0])

    def fields(xy, k):
        return model(xy, key=k)

    def residual(xy, k):
        out = lambda z: fields(z, k)
        J = jax.jacfwd(out)(xy)
        H = jax.hessian(lambda z: out(z)[:2])(xy)
        lap_u = H[0, 0, 0] + H[0, 1, 1]
        lap_v = H[1, 0, 0] + H[1, 1, 1]
        mom_x = -lap_u + J[2, 0]
        mom_y = -lap_v + J[2, 1]
        div = J[0, 0] + J[1, 1]
        return jnp.stack([mom_x, mom_y, div])

    r = jax.vmap(residual)(pts, keys)
    return jnp.mean(r ** 2)


@eqx.filter_jit
def train_step(model, opt_state, pts, key):
    loss, grads = eqx.filter_value_and_grad(stokes_loss)(model, pts, key)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


loss_value = eqx.filter_jit(stokes_loss)


def main():
    key = jax.random.PRNGKey(0)
    mkey, key = jax.random.split(key)
    model = StokesNet(mkey)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    val_pts = jax.random.uniform(jax.random.PRNGKey(7), (32, 2))
    for epoch in range(5):
        key, pkey, skey = jax.random.split(key, 3)
        pts = jax.random.uniform(pkey, (32, 2))
        before = loss_value(model, pts, skey)
        model, opt_state, loss = train_step(model, opt_state, pts, skey)
        val = loss_value(eqx.nn.inference_mode(model), val_pts, skey)
        print(epoch, float(before), float(loss), float(val))


if __name__ == "__main__":
    main()
