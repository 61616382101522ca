import flax.linen as nn
import jax
import numpy as np

from trainer import Trainer


class SubscriptionNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)


def load_accounts(n=512, d=16, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 3] > 0).astype(np.float32)
    return x, y


def main():
    x, y = load_accounts()
    model = SubscriptionNet()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    trainer = Trainer(model, params, accum_steps=4)
    micro = 32
    for epoch in range(2):
        for i in range(0, 256, micro):
            loss = trainer.micro_step(x[i:i + micro], y[i:i + micro])
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
