import numpy as np
from flax import nnx

from model import LeadConditionedNet
from train import make_optimizer, train_step

LEADS = [6, 12, 24, 48]


def main():
    rng = np.random.default_rng(0)
    model = LeadConditionedNet(8, nnx.Rngs(0))
    opt = make_optimizer(model)
    for it in range(12):
        lead = LEADS[it % len(LEADS)]
        x = rng.normal(size=(32, 8)).astype(np.float32)
        y = (x * (1 - lead / 500)).astype(np.float32)
        model.lead_hours = lead
        loss = train_step(model, opt, x, y)
    print(float(loss))


if __name__ == "__main__":
    main()
