import jax.numpy as jnp

from estimator import PopulationModel


def main():
    model = PopulationModel(y0=[10.0, 5.0], rates=[1.1, 0.4, 0.1, 0.4])
    observed = jnp.array([4.0, 6.0])
    for epoch in range(6):
        model.reset_solver()
        loss = model.nudge(observed)
        print(f"epoch {epoch}: relative error {loss:.4f}")


if __name__ == "__main__":
    main()
