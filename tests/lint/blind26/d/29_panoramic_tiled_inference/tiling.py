def tiles(image, tile=48):
    h, w = image.shape
    for y in range(0, h, tile):
        for x in range(0, w, tile):
            yield (y, x), image[y:y + tile, x:x + tile]
