from lakes import lake_volume
from scenes import ndwi_scene, otsu_threshold

for scene in range(6):
    ndwi = ndwi_scene(scene)
    thr = otsu_threshold(ndwi)
    area, vol = lake_volume(ndwi, thr)
    print(f"scene {scene}: threshold {thr:.3f}, lake area {float(area)/1e3:.1f}k m2, volume {float(vol)/1e3:.1f}k m3")
