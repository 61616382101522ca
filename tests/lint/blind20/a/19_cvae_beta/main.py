import jax
import optax

from train_lib import init_cvae, make_train_step

EPOCHS, STEPS = 4, 3


def kl_anneal(epoch):
    return min(1.0, 0.25 * (epoch + 1))


def main():
    key = jax.random.PRNGKey(0)
    params = init_cvae(key)
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    for epoch in range(EPOCHS):
        train_step = make_train_step(tx, kl_anneal(epoch))
        for _ in range(STEPS):
            key, k1, k2, k3 = jax.random.split(key, 4)
            cond = jax.random.normal(k1, (32, 16))
            fut = jax.random.normal(k2, (32, 24))
            params, opt_state, loss = train_step(params, opt_state, cond, fut, k3)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
