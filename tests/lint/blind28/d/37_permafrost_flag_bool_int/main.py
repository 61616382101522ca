from boreholes import META, borehole_profile
from model import fit_thermal_profile

for i, meta in enumerate(META):
    depth, temp = borehole_profile(i)
    mast, grad = fit_thermal_profile(depth, temp, meta["organic"])
    print(f"{meta['site']:>14s}: MAGT-extrapolated surface {float(mast):.2f} C, gradient {float(grad)*1000:.1f} mK/m")
