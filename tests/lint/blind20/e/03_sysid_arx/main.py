import equinox as eqx
import jax
import optax

from data import batches, regressors, synth_log
from model import ARX, loss_fn

optimizer = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, phi, y):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, phi, y)
    updates, opt_state = optimizer.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    u, y = synth_log()
    phi, target = regressors(u, y)
    model = ARX(phi.shape[1], jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for phi_b, y_b in batches(phi, target, batch_size=64):
            model, opt_state, loss = train_step(model, opt_state, phi_b, y_b)
        print(epoch, float(loss))
    print(model.theta)


if __name__ == "__main__":
    main()
