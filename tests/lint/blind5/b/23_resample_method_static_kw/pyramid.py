from resample import downsample


def build_pyramid(img, levels):
    out = [img]
    for _ in range(levels):
        out.append(downsample(out[-1], 2, "mean"))
    return out
