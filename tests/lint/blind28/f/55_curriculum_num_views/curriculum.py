from dataclasses import dataclass


@dataclass
class Curriculum:
    start_views: int = 1
    max_views: int = 4

    def views_for(self, epoch):
        return min(self.start_views + epoch, self.max_views)
