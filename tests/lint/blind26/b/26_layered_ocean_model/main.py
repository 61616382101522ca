from init import DX, initial_layers
from model import reduced_gravity_step


def main():
    layers = initial_layers()
    for step in range(60):
        layers = reduced_gravity_step(layers, 20.0, DX)
        if step % 20 == 19:
            h1 = layers[0][0]
            print(f"step {step + 1}: upper layer max displacement {float(h1.max()):.3f} m")


if __name__ == "__main__":
    main()
