from analysis import hypsometric_index
from tiles import centred_window, synthetic_scene

for gid in range(7):
    outline, dem = synthetic_scene(gid)
    mask, window = centred_window(outline, dem)
    hi, relief = hypsometric_index(mask, window)
    print(f"glacier {gid}: HI {float(hi):.2f}, relief {float(relief):.0f} m, area {int(outline.sum())} px")
