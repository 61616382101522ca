import jax
import numpy as np

from train import finetune_step, net, opt, warmup_schedule


def plots(n=128, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 12)).astype(np.float32)
    return x, (0.3 * x[:, 0] + 0.1 * x[:, 7] ** 2).astype(np.float32)


def main():
    x, y = plots()
    params = net.init(jax.random.PRNGKey(0), x[:1], False)
    opt_state = opt.init(params)
    frozen = warmup_schedule(5)
    for epoch in range(5):
        for i in range(0, 128, 32):
            params, opt_state, loss = finetune_step(params, opt_state, x[i:i + 32], y[i:i + 32], freeze_backbone=frozen[epoch])
        print(f"epoch {epoch}: frozen={bool(frozen[epoch])} loss {float(loss):.4f}")
    params, opt_state, loss = finetune_step(params, opt_state, x[:32], y[:32], freeze_backbone=False)
    print(f"final polish step loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
