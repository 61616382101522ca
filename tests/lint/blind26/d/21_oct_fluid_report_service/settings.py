class PostprocessSettings:
    def __init__(self, threshold=0.5, min_area=3, n_classes=3):
        self.threshold = threshold
        self.min_area = min_area
        self.n_classes = n_classes
