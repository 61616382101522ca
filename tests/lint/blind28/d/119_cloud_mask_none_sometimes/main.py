from albedo import broadband_albedo
from scenes import load_scene

for i in range(6):
    scene = load_scene(i)
    print(f"scene {i}: mean glacier albedo {float(broadband_albedo(scene)):.3f} (cloud mask: {scene['cloud'] is not None})")
