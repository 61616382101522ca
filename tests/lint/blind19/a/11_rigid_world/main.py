from world import RigidWorld


def main():
    world = RigidWorld(n_bodies=10)
    for frame in range(8):
        world.step(1.0 / 120.0)
        if frame % 2 == 0:
            print(f"frame {frame} ke={world.kinetic_energy():.4f}")


if __name__ == "__main__":
    main()
