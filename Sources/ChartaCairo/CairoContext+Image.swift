#if Cairo
    import CCairo
    import ChartaScene

    extension CairoContext {
        /// Draws a picture from a PNG file into its rectangle, scaled as SVG's `preserveAspectRatio`
        /// (`xMidYMid` or `none`) scales it. Pictures that are not local PNG files within
        /// `PictureSize.maximumSide`, or without an ``imageDirectory``, draw nothing, as a browser draws
        /// nothing for a picture it cannot load.
        func drawImage(_ node: ImageNode) {
            let r = node.rect.standardized
            let opacity = Self.unitInterval(node.opacity)
            guard let imageDirectory, opacity > 0, r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite,
                let file = node.localFile(relativeTo: imageDirectory),
                PictureSize(pngFile: file)?.isDecodable == true,
                let surface = cairo_image_surface_create_from_png(file)
            else { return }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
            let width = Double(cairo_image_surface_get_width(surface))
            let height = Double(cairo_image_surface_get_height(surface))
            guard width > 0, height > 0 else { return }
            var (scaleX, scaleY) = (r.width / width, r.height / height)
            var origin = Point(x: r.minX, y: r.minY)
            if node.keepsAspectRatio {
                let scale = min(scaleX, scaleY)
                (scaleX, scaleY) = (scale, scale)
                origin.x += (r.width - width * scale) / 2
                origin.y += (r.height - height * scale) / 2
            }
            cairo_save(cr)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
            cairo_translate(cr, origin.x, origin.y)
            cairo_scale(cr, scaleX, scaleY)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint_with_alpha(cr, opacity)
            cairo_restore(cr)
        }
    }
#endif
