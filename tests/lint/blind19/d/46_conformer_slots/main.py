import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from conformers import molecule_record
from schnet import TinySchNet

optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, rec):
    def loss_fn(m):
        return (m(rec["z"], rec["atom_mask"], rec["conformers"], rec["conf_mask"]) - rec["energy"]) ** 2
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(5)
    records = [molecule_record(rng) for _ in range(10)]
    model = TinySchNet(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(2):
        for rec in records:
            model, opt_state, loss = train_step(model, opt_state, rec)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
