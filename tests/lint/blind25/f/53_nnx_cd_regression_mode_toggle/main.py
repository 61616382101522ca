import optax
from flax import nnx

from data import N_PX, sem_profiles
from model import CDRegressor, train_step, eval_step


def main():
    xtr, ytr = sem_profiles(256, 0)
    xva, yva = sem_profiles(64, 1)
    model = CDRegressor(N_PX, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(5):
        model.train()
        for i in range(0, 256, 64):
            loss = train_step(model, optimizer, xtr[i:i + 64], ytr[i:i + 64])
        model.eval()
        rmse, bias = eval_step(model, xva, yva)
        print(f"epoch {epoch}: train {float(loss):.4f} val rmse {float(rmse) * 4:.2f} nm bias {float(bias) * 4:+.2f} nm")


if __name__ == "__main__":
    main()
