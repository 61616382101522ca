from indices import vegetation_indices
from scenes import scene_stream


def main():
    for i, (sensor, bands) in enumerate(scene_stream(6)):
        vi = vegetation_indices(bands)
        print(f"scene {i} ({sensor}): NDVI {float(vi[0].mean()):.3f} EVI {float(vi[2].mean()):.3f}")


if __name__ == "__main__":
    main()
