import numpy as np

from model import new_tool_model, tool_fit_step

TOOLS = ["PVD_A", "PVD_B", "PVD_C", "PVD_D", "PVD_E"]
N_IN = 5  # target kWh, power, Ar flow, shield age, magnet rotation


def tool_history(tool, n=80):
    rng = np.random.default_rng(sum(map(ord, tool)))
    x = rng.normal(size=(n, N_IN)).astype(np.float32)
    y = (1.0 - 0.3 * x[:, 0] + 0.6 * x[:, 1] + 0.05 * rng.normal(size=n)).astype(np.float32)
    return x, y


def main():
    for i, tool in enumerate(TOOLS):
        model, opt = new_tool_model(N_IN, i)
        x, y = tool_history(tool)
        for _ in range(15):
            loss = tool_fit_step(model, opt, x, y)
        print(f"{tool}: deposition-rate model mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
